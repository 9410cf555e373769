import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@safarnama/shared';
import type { Rotation } from '../hooks/use-rotation';
import { RotationControls } from './rotation-controls';
import styles from './slideshow.module.css';

/** How a slideshow names itself, its slides, its dots and its pause button: each banner's own words. */
export type SlideshowNames<T> = Pick<SlideshowProps<T>, 'label' | 'slideName' | 'dotLabel' | 'controlsName'>;

export interface SlideshowProps<T> {
  slides: readonly T[];
  /** From useRotation: which slide shows, and whether it moves. */
  rotation: Rotation;
  /** Names the carousel ("Featured destinations"). */
  label: string;
  /** A slide's name, for its group label ("2 of 6: Goa") and its dot. */
  slideName: (slide: T) => string;
  /** What a dot shows ("Show {dotLabel} 2: Goa") and the pause button names ("Pause {controlsName}"). */
  dotLabel: string;
  controlsName: string;
  /** The banner's own layout: the section, the slides' box, a slide, the controls' row. */
  classNames: { root: string; slides: string; slide: string; controls: string };
  /** Extra attributes of a slide (a test id, a click handler). */
  slideProps?: (slide: T, index: number, active: boolean) => HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, unknown>;
  children: (slide: T, index: number) => ReactNode;
}

/**
 * A rotating banner (the home hero, the Dev Darshan offers): the slides cross-fade in
 * place; only the current one is exposed to assistive technology and the keyboard,
 * and changes are announced only when the visitor moves it, not on every automatic turn.
 */
export function Slideshow<T>({ slides, rotation, label, slideName, dotLabel, controlsName, classNames, slideProps, children }: SlideshowProps<T>) {
  const { index, setIndex, playing, togglePlaying, rotating, reducedMotion, holdProps } = rotation;
  return (
    <section className={classNames.root} aria-roledescription="carousel" aria-label={label} {...holdProps}>
      <div className={classNames.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          const name = slideName(slide);
          return (
            <div
              key={name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}: ${name}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(styles.slide, classNames.slide, active && styles.active, reducedMotion && styles.still)}
              {...slideProps?.(slide, i, active)}
            >
              {children(slide, i)}
            </div>
          );
        })}
      </div>
      <RotationControls
        className={cx(styles.controls, classNames.controls)}
        labels={slides.map(slideName)}
        dotLabel={dotLabel}
        name={controlsName}
        index={index}
        onSelect={setIndex}
        playing={playing}
        onTogglePlaying={togglePlaying}
        reducedMotion={reducedMotion}
      />
    </section>
  );
}
