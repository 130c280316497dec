import { useId } from 'react';
import { Label } from '@/components/ui/label';
import {
  DIFFICULTY_LIMITS,
  FORM_MINIMUMS,
  PLAYER_SORTS,
  type PlayerFilters,
  type PlayerSort,
  POSITION_GROUPS,
} from '@/features/squads/utils/player-list';
import { difficultyOf } from '@/lib/fixture-difficulty';

type MyPlayersFiltersProps = {
  sort: PlayerSort;
  filters: PlayerFilters;
  onSortChange: (sort: PlayerSort) => void;
  onFiltersChange: (filters: PlayerFilters) => void;
};

/** Sort by, and which players to show: position, next fixture at most this hard, form at least this. */
export function MyPlayersFilters({ sort, filters, onSortChange, onFiltersChange }: MyPlayersFiltersProps) {
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return (
    <div role="group" aria-label="Sort and filter" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <FilterSelect
        label="Sort by"
        value={sort}
        options={PLAYER_SORTS}
        onChange={(value) => onSortChange(value as PlayerSort)}
      />
      <FilterSelect
        label="Position"
        value={filters.group ?? ''}
        options={[
          { value: '', label: 'All' },
          ...POSITION_GROUPS.map((group) => ({ value: group, label: group })),
        ]}
        onChange={(value) =>
          onFiltersChange({ ...filters, group: value === '' ? null : (value as PlayerFilters['group']) })
        }
      />
      <FilterSelect
        label="Max difficulty"
        value={String(filters.maxDifficulty ?? '')}
        options={[
          { value: '', label: 'Any' },
          ...DIFFICULTY_LIMITS.map((limit) => ({
            value: String(limit),
            label: `${limit} · ${difficultyOf(limit).label}`,
          })),
        ]}
        onChange={(value) => onFiltersChange({ ...filters, maxDifficulty: numberOrNull(value) })}
      />
      <FilterSelect
        label="Min form"
        value={String(filters.minForm ?? '')}
        options={[
          { value: '', label: 'Any' },
          ...FORM_MINIMUMS.map((minimum) => ({ value: String(minimum), label: `${minimum}+` })),
        ]}
        onChange={(value) => onFiltersChange({ ...filters, minForm: numberOrNull(value) })}
      />
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-8 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
