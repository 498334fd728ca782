// The 0.1° grid positions are indexed by: each position in one cell, numbered row by row, and the
// runs of cells that cover a box hold every position inside it.
import { describe, expect, it } from 'vitest';
import { CELL_COLUMNS, CELL_ROWS, cellRuns, positionCell } from '../../../src/geo/assets/position-cells.ts';

describe('position cells', () => {
  it('numbers cells from (-180, -90) row by row, the edges of the world in its last cells', () => {
    expect(positionCell(-180, -90)).toBe(0);
    expect(positionCell(-179.95, -90)).toBe(0);
    // Borders are where the doubles put them: -179.9 + 180 is a hair under 0.1.
    expect(positionCell(-179.89, -90)).toBe(1);
    expect(positionCell(-180, -89.89)).toBe(CELL_COLUMNS);
    expect(positionCell(180, 90)).toBe(CELL_ROWS * CELL_COLUMNS - 1);
    expect(positionCell(179.99, 89.99)).toBe(CELL_ROWS * CELL_COLUMNS - 1);
  });

  it('covers a box with one run per row, holding the cell of every position in it', () => {
    const box: [number, number, number, number] = [4.05, 51.85, 4.42, 52.01];
    const runs = cellRuns(box);
    expect(runs).toHaveLength(3);
    for (let lon = box[0]; lon <= box[2]; lon += 0.013)
      for (let lat = box[1]; lat <= box[3]; lat += 0.011) {
        const cell = positionCell(lon, lat);
        expect(
          runs.some(([low, high]) => cell >= low && cell <= high),
          `${lon},${lat}`,
        ).toBe(true);
      }
    for (const corner of [
      [box[0], box[1]],
      [box[2], box[3]],
    ] as const) {
      const cell = positionCell(corner[0], corner[1]);
      expect(runs.some(([low, high]) => cell >= low && cell <= high)).toBe(true);
    }
  });
});
