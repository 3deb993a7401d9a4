import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

// The carousel library as a record of what was asked of it.
const embla = vi.hoisted(() => ({
  created: 0,
  moves: [] as string[],
}));
vi.mock('embla-carousel', () => ({
  default: () => {
    embla.created += 1;
    const api = {
      scrollNext: () => embla.moves.push('next'),
      scrollPrev: () => embla.moves.push('previous'),
      scrollTo: () => undefined,
      selectedScrollSnap: () => 0,
      scrollSnapList: () => [0, 1, 2],
      on: () => api,
      off: () => api,
      destroy: () => undefined,
    };
    return api;
  },
}));

/** An IntersectionObserver whose elements come into view when the test says so. */
let enterView: () => void = () => {};
class FakeObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe() {
    enterView = () => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

beforeEach(() => {
  embla.created = 0;
  embla.moves = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const cards = ['Spiti', 'Ladakh', 'Kinnaur', 'Zanskar'].map((name) => <article key={name}>{name}</article>);

describe('Carousel', () => {
  it('loads the carousel library only once the row comes into view', async () => {
    render(<Carousel label="Top Destinations">{cards}</Carousel>);
    expect(screen.getByRole('region', { name: 'Top Destinations' })).toBeTruthy();
    // Off the screen: the cards are there, the library is not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(embla.created).toBe(0);
    enterView();
    await waitFor(() => expect(embla.created).toBe(1));
  });

  it('a Next pressed before the library is there loads it and moves once', async () => {
    render(<Carousel label="Featured Treks">{cards}</Carousel>);
    await userEvent.click(screen.getByRole('button', { name: /^Next$/ }));
    await waitFor(() => expect(embla.moves).toEqual(['next']));
    expect(embla.created).toBe(1);
  });
});
