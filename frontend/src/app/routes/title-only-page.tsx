export function TitleOnlyPage({ title }: { title: string }) {
  return <h1 className="text-3xl font-bold tracking-tight">{title}</h1>;
}
