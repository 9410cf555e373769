import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearViewport, mockViewport } from '@safarnama/shared/testing';
import { Hero } from './hero';

afterEach(() => {
  clearViewport();
  jest.useRealTimers();
});

const activeSlide = () => screen.getAllByTestId('hero-slide').find((slide) => slide.dataset.active === 'true');

describe('hero at 768px and wider', () => {
  it('shows six slides and rotates every 5 s', () => {
    jest.useFakeTimers();
    mockViewport(1280);
    render(<Hero onSelect={() => {}} />);
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(6);
    expect(activeSlide()).toHaveAccessibleName('1 of 6: Goa');
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toHaveAccessibleName('1 of 6: Goa');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveAccessibleName('2 of 6: Manali');
    act(() => jest.advanceTimersByTime(5000 * 5));
    expect(activeSlide()).toHaveAccessibleName('1 of 6: Goa');
  });

  it('loads only the first image eagerly, with high priority', () => {
    mockViewport(1280);
    render(<Hero onSelect={() => {}} />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image).toHaveAttribute('width', '1920');
      expect(image).toHaveAttribute('height', '800');
    }
  });

  it('a slide click or its button searches that destination; nothing while loading', async () => {
    const onSelect = jest.fn();
    mockViewport(1280);
    const user = userEvent.setup();
    const { rerender } = render(<Hero onSelect={onSelect} />);
    await user.click(screen.getByRole('heading', { name: 'Sun, sand and susegad in Goa' }));
    expect(onSelect).toHaveBeenLastCalledWith('Goa');
    await user.click(screen.getByRole('button', { name: 'Explore Goa packages' }));
    expect(onSelect).toHaveBeenCalledTimes(2);

    rerender(<Hero onSelect={onSelect} loading />);
    await user.click(screen.getByRole('heading', { name: 'Sun, sand and susegad in Goa' }));
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('pauses with its control and does not rotate under reduced motion', async () => {
    jest.useFakeTimers();
    mockViewport(1280);
    render(<Hero onSelect={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Pause featured destinations' }).click());
    act(() => jest.advanceTimersByTime(15000));
    expect(activeSlide()).toHaveAccessibleName('1 of 6: Goa');
    act(() => screen.getByRole('button', { name: 'Show slide 4: Kerala' }).click());
    expect(activeSlide()).toHaveAccessibleName('4 of 6: Kerala');
  });

  it('stays still when the visitor prefers reduced motion', () => {
    jest.useFakeTimers();
    mockViewport(1280, { reducedMotion: true });
    render(<Hero onSelect={() => {}} />);
    act(() => jest.advanceTimersByTime(15000));
    expect(activeSlide()).toHaveAccessibleName('1 of 6: Goa');
  });
});

describe('hero below 768px', () => {
  it('shows the Diwali festival deals banner instead of the slides', () => {
    mockViewport(390);
    render(<Hero onSelect={() => {}} />);
    expect(screen.queryAllByTestId('hero-slide')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: /Diwali festival deals/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Diwali festival deals/ })).toHaveAttribute('href', '#home-search');
    const image = screen.getByRole('img', { name: /Diwali/ });
    expect(image).toHaveAttribute('src', '/media/art/festival/diwali.svg');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
