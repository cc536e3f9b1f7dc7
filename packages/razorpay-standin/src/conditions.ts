/** Faults the tests switch on: an outage (503) and slow answers from the API. */
export interface Conditions {
  down: boolean;
  latencyMs: number;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
