import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { NotFoundCard } from '@/components/not-found-card';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <NotFoundCard
      icon={<CircleAlert aria-hidden="true" className="size-6 text-destructive" />}
      title="404 Page Not Found"
      description="The page you are looking for does not exist."
      action={
        <Button asChild>
          <Link to="/">Go to home</Link>
        </Button>
      }
    />
  );
}
