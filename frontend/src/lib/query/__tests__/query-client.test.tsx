import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/query/api-query';
import { createQueryClient, QUERY_GC_MS, QUERY_STALE_MS, RETRY_DELAY_MS } from '@/lib/query/query-client';
import { CURRENT_USER_KEY } from '@/lib/session/current-user-query';
import { storeCurrentUser } from '@/lib/session/use-session-actions';
import { mockApi } from '@/testing/mock-api';

const SCORES_PATH = '/api/scores';
const scoresSchema = z.array(z.number());

function Scores() {
  const { data, isError } = useQuery(apiQueryOptions(SCORES_PATH, scoresSchema));
  if (isError) return <p>failed</p>;
  return <p>{data ? `scores ${data.join(',')}` : 'loading'}</p>;
}

function Reset() {
  const { mutate, isError, isSuccess } = useMutation({ mutationFn: () => apiRequest('POST', '/api/reset') });
  if (isError) return <p>reset failed</p>;
  if (isSuccess) return <p>reset done</p>;
  return (
    <button type="button" onClick={() => mutate()}>
      Reset
    </button>
  );
}

let queryClient: QueryClient;

function renderWithClient(ui: React.ReactNode) {
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/** Moves the fake clock until the answer under `queryKey` is `age` ms old. */
async function advanceToAge(queryKey: readonly unknown[], age: number) {
  const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
  await act(() => jest.advanceTimersByTimeAsync(updatedAt + age - Date.now()));
}

function requestsTo(fetchMock: ReturnType<typeof mockApi>, key: string) {
  return fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
}

describe('the query client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    queryClient = createQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    jest.useRealTimers();
  });

  it('should use the GET path as the query key and ask it with the session cookie', async () => {
    const fetchMock = mockApi({ [`GET ${SCORES_PATH}`]: { status: 200, body: [1, 2] } });
    renderWithClient(<Scores />);

    expect(await screen.findByText('scores 1,2')).toBeInTheDocument();
    expect(queryClient.getQueryData([SCORES_PATH])).toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith(SCORES_PATH, expect.objectContaining({ credentials: 'include' }));
  });

  it('should retry a failing query twice, a second apart, before reporting it', async () => {
    const fetchMock = mockApi({ [`GET ${SCORES_PATH}`]: { status: 500, body: 'down' } });
    renderWithClient(<Scores />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(2);
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(3);
    expect(await screen.findByText('failed')).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(3);
  });

  it('should not retry a client error', async () => {
    const fetchMock = mockApi({ [`GET ${SCORES_PATH}`]: { status: 404, body: 'no such scores' } });
    renderWithClient(<Scores />);

    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(1);
  });

  it('should refetch on mount only once the answer is older than 60 s', async () => {
    const fetchMock = mockApi({ [`GET ${SCORES_PATH}`]: { status: 200, body: [1] } });
    const first = renderWithClient(<Scores />);
    await screen.findByText('scores 1');
    first.unmount();

    await advanceToAge([SCORES_PATH], QUERY_STALE_MS - 1);
    const second = renderWithClient(<Scores />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(1);
    second.unmount();

    await act(() => jest.advanceTimersByTimeAsync(1));
    renderWithClient(<Scores />);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(2);
  });

  it('should not refetch on window focus or when the network comes back', async () => {
    const fetchMock = mockApi({ [`GET ${SCORES_PATH}`]: { status: 200, body: [1] } });
    renderWithClient(<Scores />);
    await screen.findByText('scores 1');

    await act(() => jest.advanceTimersByTimeAsync(2 * QUERY_STALE_MS));
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(requestsTo(fetchMock, `GET ${SCORES_PATH}`)).toHaveLength(1);
  });

  it('should keep an unused answer for 5 minutes, then drop it', async () => {
    mockApi({ [`GET ${SCORES_PATH}`]: { status: 200, body: [1] } });
    const view = renderWithClient(<Scores />);
    await screen.findByText('scores 1');
    view.unmount();

    await act(() => jest.advanceTimersByTimeAsync(QUERY_GC_MS - 1));
    expect(queryClient.getQueryData([SCORES_PATH])).toEqual([1]);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(queryClient.getQueryData([SCORES_PATH])).toBeUndefined();
  });

  it('should retry a failing mutation once', async () => {
    const fetchMock = mockApi({ 'POST /api/reset': { status: 503, body: 'busy' } });
    renderWithClient(<Reset />);
    act(() => screen.getByRole('button', { name: 'Reset' }).click());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(requestsTo(fetchMock, 'POST /api/reset')).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, 'POST /api/reset')).toHaveLength(2);
    expect(await screen.findByText('reset failed')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS));
    expect(requestsTo(fetchMock, 'POST /api/reset')).toHaveLength(2);
  });

  it('should treat a 401 from any query as logged out', async () => {
    mockApi({ [`GET ${SCORES_PATH}`]: { status: 401, body: { message: 'Not authenticated' } } });
    storeCurrentUser(queryClient, { id: '1', username: 'alice' });
    renderWithClient(<Scores />);

    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('should treat a 401 from any mutation as logged out, without retrying it', async () => {
    const fetchMock = mockApi({ 'POST /api/reset': { status: 401, body: { message: 'Not authenticated' } } });
    storeCurrentUser(queryClient, { id: '1', username: 'alice' });
    renderWithClient(<Reset />);
    act(() => screen.getByRole('button', { name: 'Reset' }).click());

    expect(await screen.findByText('reset failed')).toBeInTheDocument();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(requestsTo(fetchMock, 'POST /api/reset')).toHaveLength(1);
  });

  it('should keep the current user on other errors', async () => {
    mockApi({ [`GET ${SCORES_PATH}`]: { status: 403, body: { message: 'Forbidden' } } });
    storeCurrentUser(queryClient, { id: '1', username: 'alice' });
    renderWithClient(<Scores />);

    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual({ id: '1', username: 'alice' });
  });
});
