import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Returns to the previous page; absent on home, where there is nowhere to go back to. */
export function BackButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/') return null;
  return (
    <Button variant="ghost" size="sm" className="mb-4 -ml-2" onClick={() => void navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
