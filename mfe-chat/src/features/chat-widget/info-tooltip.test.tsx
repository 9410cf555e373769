import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfoTooltip, LUNA_NOTES } from './info-tooltip';

const trigger = () => screen.getByRole('button', { name: 'About Luna' });

function expectFourPoints() {
  const points = within(screen.getByRole('tooltip')).getAllByRole('listitem');
  expect(points).toHaveLength(4);
  expect(points.map((point) => point.textContent)).toEqual([
    expect.stringMatching(/powered by an AI assistant/),
    expect.stringMatching(/transcripts are recorded for quality review/i),
    expect.stringMatching(/may make mistakes/),
    expect.stringMatching(/do not share personal information/),
  ]);
}

/** `show` brings the four points up, then `hide` takes the tooltip away. */
async function expectShownThenHidden(show: () => Promise<void>, hide: () => Promise<void>) {
  await show();
  expectFourPoints();
  await hide();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
}

describe('the About Luna tooltip', () => {
  it('shows the four points on a click (or tap), hides on a second one', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expectShownThenHidden(
      () => user.click(trigger()),
      () => user.click(trigger()),
    );
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip />);
    await expectShownThenHidden(
      () => user.hover(trigger()),
      () => user.unhover(trigger()),
    );
  });

  it('shows on keyboard focus, hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoTooltip />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(trigger()).toHaveFocus();
    expectFourPoints();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    await user.tab({ shift: true });
    expectFourPoints();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes the button with the notes even while hidden', () => {
    render(<InfoTooltip />);
    expect(trigger()).toHaveAccessibleDescription(LUNA_NOTES.join(' '));
  });

  it('hides a pinned tooltip when the visitor taps elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoTooltip />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(trigger());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
