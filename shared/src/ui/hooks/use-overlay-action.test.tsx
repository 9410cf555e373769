import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSiteStore, useSiteStore } from '../../store/site-store';
import { GlobalLoadingOverlay } from '../loading-overlay/loading-overlay';
import { useOverlayAction } from './use-overlay-action';

beforeEach(() => resetSiteStore());

function Cards({ action }: { action: (name: string) => Promise<void> }) {
  const { run, pendingKey } = useOverlayAction();
  return (
    <>
      {['Goa', 'Kerala'].map((name) => (
        <button key={name} type="button" aria-busy={pendingKey === name} onClick={() => void run(name, { title: `Loading ${name}...` }, () => action(name))}>
          {name}
        </button>
      ))}
      <GlobalLoadingOverlay />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('the overlay shows while the action runs, marks the item, and other clicks meanwhile are ignored', async () => {
  const pending = deferred();
  const action = jest.fn(() => pending.promise);
  render(<Cards action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Goa' }));
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Goa...');
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Please wait while we prepare your experience...');
  expect(screen.getByRole('button', { name: 'Goa' })).toHaveAttribute('aria-busy', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Kerala' }));
  expect(action).toHaveBeenCalledTimes(1);

  await act(async () => pending.resolve());
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Goa' })).toHaveAttribute('aria-busy', 'false');
});

test('a failed action still hides the overlay and frees the next click', async () => {
  const first = deferred();
  const action = jest.fn().mockReturnValueOnce(first.promise.catch(() => undefined)).mockResolvedValue(undefined);
  render(<Cards action={action} />);
  await userEvent.click(screen.getByRole('button', { name: 'Goa' }));
  await act(async () => first.reject(new Error('offline')));
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Kerala' }));
  expect(action).toHaveBeenCalledTimes(2);
});

test("another area's overlay blocks the action (one load at a time, site-wide)", async () => {
  const action = jest.fn().mockResolvedValue(undefined);
  render(<Cards action={action} />);
  act(() => useSiteStore.getState().showOverlay('Loading Wildlife packages...'));
  await userEvent.click(screen.getByRole('button', { name: 'Goa' }));
  expect(action).not.toHaveBeenCalled();
  expect(screen.getByTestId('loading-overlay')).toHaveTextContent('Loading Wildlife packages...');
});
