import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex justify-center py-6 sm:py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="flex items-center gap-2">
              <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
              404 Page Not Found
            </h1>
          </CardTitle>
          <CardDescription>The page you are looking for does not exist.</CardDescription>
        </CardHeader>
        <CardFooter>
          <Button asChild>
            <Link to="/">Go to home</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
