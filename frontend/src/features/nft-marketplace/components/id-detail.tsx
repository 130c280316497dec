import { shortenId } from '@/features/nft-marketplace/utils/nft-display';

/**
 * One row of a card's details list: an id shown by its first 8 characters (enough to tell ids apart), the whole id on hover.
 * The wrapper takes no space in the grid; its id lets a card name itself after the row.
 */
export function IdDetail({ id, label, value }: { id?: string; label: string; value: string }) {
  return (
    <div id={id} className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-mono" title={value}>
        {shortenId(value)}
      </dd>
    </div>
  );
}
