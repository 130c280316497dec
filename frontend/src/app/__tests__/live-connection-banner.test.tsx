import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { LiveConnectionBanner } from '@/app/layout/live-connection-banner';
import { connectionAfterClose, setLiveConnection } from '@/lib/live-connection';

afterEach(() => {
  act(() => setLiveConnection('idle'));
});

describe('the live connection', () => {
  it('should read a dropped socket as reconnecting, and a normal or refused close as nothing to show', () => {
    expect(connectionAfterClose(1006)).toBe('reconnecting');
    expect(connectionAfterClose(1001)).toBe('reconnecting');
    expect(connectionAfterClose(1000)).toBe('idle');
    expect(connectionAfterClose(4401)).toBe('idle');
    expect(connectionAfterClose(4429)).toBe('idle');
  });

  it('should show the banner while reconnecting and hide it once connected again', () => {
    render(<LiveConnectionBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => setLiveConnection('connected'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => setLiveConnection('reconnecting'));
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting to live updates…');

    act(() => setLiveConnection('connected'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
