import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/text-field';
import { positionFilters, type PositionFilter } from '@/features/marketplace/utils/market-display';
import {
  marketFilterOptions,
  marketSortOptions,
  type MarketFilterKey,
  type MarketView,
} from '@/features/marketplace/utils/market-view';

// The server refuses a longer search.
const MAX_SEARCH_LENGTH = 50;

// A select's value for "no choice".
const NONE = '';

const filterLabels: Record<MarketFilterKey, { label: string; none: string }> = {
  minForm: { label: 'Min form', none: 'Any form' },
  maxPrice: { label: 'Max price', none: 'Any price' },
  maxDifficulty: { label: 'Next fixture', none: 'Any difficulty' },
};

type MarketFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  position: PositionFilter;
  onPositionChange: (position: PositionFilter) => void;
  view: MarketView;
  onViewChange: (change: Partial<MarketView>) => void;
  /** The list's own order, the sort's first choice: "Newest" listings, "Best overall" new cards. */
  defaultSortLabel: string;
};

/**
 * The search box (player or club), the position buttons, and the sort and figures filters; the server does
 * the searching and sorting.
 */
export function MarketFilters({
  search,
  onSearchChange,
  position,
  onPositionChange,
  view,
  onViewChange,
  defaultSortLabel,
}: MarketFiltersProps) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search players or clubs"
            placeholder="Search players or clubs..."
            value={search}
            maxLength={MAX_SEARCH_LENGTH}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="Position" className="flex flex-wrap gap-1.5">
          {positionFilters.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={position === filter ? 'default' : 'outline'}
              aria-pressed={position === filter}
              onClick={() => onPositionChange(filter)}
              className="min-w-12"
            >
              {filter}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SelectField
          label="Sort by"
          value={marketSortOptions.find((option) => option.sort === view.sort)?.param ?? NONE}
          onChange={(event) =>
            onViewChange({
              sort: marketSortOptions.find((option) => option.param === event.target.value)?.sort ?? null,
            })
          }
        >
          <option value={NONE}>{defaultSortLabel}</option>
          {marketSortOptions.map((option) => (
            <option key={option.param} value={option.param}>
              {option.label}
            </option>
          ))}
        </SelectField>
        {(Object.keys(filterLabels) as MarketFilterKey[]).map((key) => (
          <SelectField
            key={key}
            label={filterLabels[key].label}
            value={view[key] === null ? NONE : String(view[key])}
            onChange={(event) =>
              onViewChange({ [key]: event.target.value === NONE ? null : Number(event.target.value) })
            }
          >
            <option value={NONE}>{filterLabels[key].none}</option>
            {marketFilterOptions[key].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </div>
  );
}
