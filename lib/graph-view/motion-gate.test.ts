import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { MotionGate } from "./motion-gate";

describe("MotionGate", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("closes on the first move, re-opens once the view has been still long enough", () => {
    const changes: boolean[] = [];
    const gate = new MotionGate((moving) => changes.push(moving), 100);
    gate.setEnabled(true);
    gate.moved();
    vi.advanceTimersByTime(60);
    gate.moved(); // still moving: the wait starts again
    vi.advanceTimersByTime(60);
    gate.moved();
    expect(changes).toEqual([true]);
    expect(gate.isMoving).toBe(true);
    vi.advanceTimersByTime(99);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    expect(gate.isMoving).toBe(false);
  });

  test("does nothing while disabled (small graphs); disabling mid-move re-opens at once", () => {
    const changes: boolean[] = [];
    const gate = new MotionGate((moving) => changes.push(moving), 100);
    gate.moved();
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([]);
    gate.setEnabled(true);
    gate.moved();
    gate.setEnabled(false);
    expect(changes).toEqual([true, false]);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true, false]);
  });

  test("dispose cancels the pending re-open", () => {
    const onChange = vi.fn();
    const gate = new MotionGate(onChange, 100);
    gate.setEnabled(true);
    gate.moved();
    gate.dispose();
    vi.advanceTimersByTime(500);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
