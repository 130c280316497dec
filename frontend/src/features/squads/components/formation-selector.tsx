import { Button } from '@/components/ui/button';

type FormationSelectorProps = {
  formations: readonly string[];
  value: string;
  onChange: (formation: string) => void;
  /** Marks the formation the saved squad uses, when the selector only previews others. */
  savedFormation?: string;
};

/** One toggle button per formation; the chosen one is pressed. */
export function FormationSelector({ formations, value, onChange, savedFormation }: FormationSelectorProps) {
  return (
    <div role="group" aria-label="Formation" className="flex flex-wrap gap-2">
      {formations.map((formation) => (
        <Button
          key={formation}
          type="button"
          variant={formation === value ? 'default' : 'outline'}
          aria-pressed={formation === value}
          onClick={() => onChange(formation)}
        >
          {formation}
          {savedFormation === formation && <span className="text-xs">(saved)</span>}
        </Button>
      ))}
    </div>
  );
}
