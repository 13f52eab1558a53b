import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mapTilesFromPage } from '../utils/map-tiles-hint.ts';
import { mapView, tileUrl } from '../utils/map-tiles.ts';
import { LazyComparablesMap } from './lazy-comparables-map.tsx';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';
const home = { latitude: 37.7, longitude: -121.93 };
const sales = [
  { address: '1 Comp Ct', latitude: 37.702, longitude: -121.935 },
  { address: '2 Comp Ct', latitude: 37.697, longitude: -121.925 },
  { address: '3 Comp Ct', latitude: 37.705, longitude: -121.94 },
];

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = `homie-${name}`;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name^="homie-map"]')) meta.remove();
});

describe('the map of a home and its comparables (decision 224)', () => {
  it('reads the tile source from the page, only with its attribution and over https', () => {
    expect(mapTilesFromPage()).toBeNull();
    setMeta('map-tiles', TEMPLATE);
    expect(mapTilesFromPage()).toBeNull();
    setMeta('map-attribution', '© Example');
    expect(mapTilesFromPage()).toEqual({ url: TEMPLATE, attribution: '© Example' });
  });

  it('fits every point inside the frame at the closest zoom, with the tiles that cover it', () => {
    const frame = { width: 640, height: 320, pad: 28 };
    const view = mapView(TEMPLATE, [home, ...sales], frame)!;
    expect(view.zoom).toBeGreaterThanOrEqual(14);
    for (const at of view.points) {
      expect(at.left).toBeGreaterThanOrEqual((frame.pad / frame.width) * 100 - 0.01);
      expect(at.left).toBeLessThanOrEqual(100 - (frame.pad / frame.width) * 100 + 0.01);
      expect(at.top).toBeGreaterThanOrEqual((frame.pad / frame.height) * 100 - 0.01);
      expect(at.top).toBeLessThanOrEqual(100 - (frame.pad / frame.height) * 100 + 0.01);
    }
    // One zoom closer would not fit: the points would run past the padding.
    const wider = mapView(TEMPLATE, [home, ...sales], {
      ...frame,
      width: frame.width * 2,
      height: frame.height * 2,
    });
    expect(wider!.zoom).toBe(view.zoom + 1);
    // The tiles cover the whole frame.
    expect(Math.min(...view.tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...view.tiles.map((t) => t.left + t.width))).toBeGreaterThanOrEqual(100);
    expect(Math.min(...view.tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...view.tiles.map((t) => t.top + t.height))).toBeGreaterThanOrEqual(100);
    expect(view.tiles[0]!.url).toMatch(
      new RegExp(`^https://tiles\\.example\\.com/${view.zoom}/\\d+/\\d+\\.png$`),
    );
    expect(tileUrl('https://{s}.t.example.org/{z}/{x}/{y}.png', 3, 1, 2)).toBe(
      'https://a.t.example.org/3/1/2.png',
    );
  });

  it('shows nothing, not an empty frame, without a tile source', () => {
    const { container } = render(<LazyComparablesMap home={home} sales={sales} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing without a place for the home', () => {
    setMeta('map-tiles', TEMPLATE);
    setMeta('map-attribution', '© Example');
    const { container } = render(
      <LazyComparablesMap home={{ latitude: null, longitude: null }} sales={sales} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('with a tile source: the home and every sale on the map, named, with the attribution', async () => {
    setMeta('map-tiles', TEMPLATE);
    setMeta('map-attribution', '© Example contributors');
    const { container } = render(<LazyComparablesMap home={home} sales={sales} />);
    const map = await screen.findByRole('img', { name: 'Map of your home and the 3 comparable sales' });
    expect(map.querySelectorAll('img').length).toBeGreaterThan(0);
    for (const tile of map.querySelectorAll('img')) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\.com\//);
      expect(tile).toHaveAttribute('alt', '');
    }
    expect(map).toHaveTextContent('123');
    expect(screen.getByRole('heading', { name: 'Where the sales are' })).toBeInTheDocument();
    expect(screen.getByText('Map tiles: © Example contributors')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('???');
  });
});
