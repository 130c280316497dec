import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { positionFilters, type PositionFilter } from '@/features/marketplace/utils/market-display';

// The server refuses a longer search.
const MAX_SEARCH_LENGTH = 50;

type MarketFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  position: PositionFilter;
  onPositionChange: (position: PositionFilter) => void;
};

/** The search box (player or club) and the position buttons; the server does the searching. */
export function MarketFilters({ search, onSearchChange, position, onPositionChange }: MarketFiltersProps) {
  return (
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
  );
}
