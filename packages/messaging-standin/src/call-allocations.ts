/** One GreenVN allocation as ExoBridge describes it: `from` and `to` may call each other on `virtual_number`. */
export interface CallAllocation {
  greenvn_id: string;
  virtual_number: string;
  from: string[];
  to: string[];
  /** "active" until ended by DELETE; one past `expires_at` is still "active" here but connects no one. */
  status: "active" | "deallocated";
  custom_field: string | null;
  created_at: string;
  expires_at: string;
}

/** Why a call to a virtual number was not put through. */
export type DialRefusal = "not_an_exophone" | "not_a_party" | "expired" | "ended";

/** What happens when `from` calls `virtualNumber`: the number it rings, or why it rings no one. */
export type DialAnswer =
  | { connected: true; rings: string; greenvnId: string; reference: string | null }
  | { connected: false; reason: DialRefusal; message: string };

export interface DialRecord {
  from: string;
  virtualNumber: string;
  at: string;
  answer: DialAnswer;
}

const REFUSALS: Record<DialRefusal, string> = {
  not_an_exophone: "This number is not one of the account's ExoPhones.",
  not_a_party: "The caller is in no allocation on this number: the call is not connected.",
  expired: "The caller's allocation on this number has expired: the call is not connected.",
  ended: "The caller's allocation on this number was ended: the call is not connected.",
};

const sameNumbers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The stand-in's ExoBridge: the allocations made on the account's ExoPhones and the calls the demo or a test
 * placed to them. Kept newest first and capped, like the messages.
 */
export class CallAllocations {
  private readonly allocations: CallAllocation[] = [];
  private readonly dialled: DialRecord[] = [];
  private counter = 0;

  constructor(
    private readonly virtualNumbers: readonly string[],
    private readonly now: () => Date,
    private readonly cap: number,
  ) {}

  isExoPhone(number: string): boolean {
    return this.virtualNumbers.includes(number);
  }

  private active(allocation: CallAllocation): boolean {
    return allocation.status === "active" && Date.parse(allocation.expires_at) > this.now().getTime();
  }

  /**
   * Maps `from` and `to` on the ExoPhone for `durationSeconds`. The same parties already active on it are
   * renewed (the same allocation, its expiry moved); a number of theirs in another active allocation on it is a
   * conflict, since a call from that number could not be routed.
   */
  allocate(input: {
    virtualNumber: string;
    from: string[];
    to: string[];
    durationSeconds: number;
    customField: string | null;
  }): { allocation: CallAllocation } | { conflict: string } {
    const at = this.now();
    const expiresAt = new Date(at.getTime() + input.durationSeconds * 1000).toISOString();
    const onNumber = this.allocations.filter(
      (a) => a.virtual_number === input.virtualNumber && this.active(a),
    );
    const same = onNumber.find((a) => sameNumbers(a.from, input.from) && sameNumbers(a.to, input.to));
    if (same) {
      same.expires_at = expiresAt;
      same.custom_field = input.customField;
      return { allocation: { ...same } };
    }
    const parties = [...input.from, ...input.to];
    const taken = parties.find((n) => onNumber.some((a) => a.from.includes(n) || a.to.includes(n)));
    if (taken) return { conflict: `${taken} is already in an active allocation on ${input.virtualNumber}` };
    this.counter += 1;
    const allocation: CallAllocation = {
      greenvn_id: `gvn_${at.getTime().toString(36)}${this.counter.toString(36)}`,
      virtual_number: input.virtualNumber,
      from: [...input.from],
      to: [...input.to],
      status: "active",
      custom_field: input.customField,
      created_at: at.toISOString(),
      expires_at: expiresAt,
    };
    this.allocations.unshift(allocation);
    this.allocations.length = Math.min(this.allocations.length, this.cap);
    return { allocation: { ...allocation } };
  }

  get(greenvnId: string): CallAllocation | undefined {
    const found = this.allocations.find((a) => a.greenvn_id === greenvnId);
    return found ? { ...found } : undefined;
  }

  /** Ends an allocation at once; undefined when there is none by that id. */
  release(greenvnId: string): CallAllocation | undefined {
    const found = this.allocations.find((a) => a.greenvn_id === greenvnId);
    if (!found) return undefined;
    found.status = "deallocated";
    return { ...found };
  }

  list(query: { virtualNumber?: string | undefined; number?: string | undefined } = {}): CallAllocation[] {
    return this.allocations
      .filter(
        (a) =>
          (!query.virtualNumber || a.virtual_number === query.virtualNumber) &&
          (!query.number || a.from.includes(query.number) || a.to.includes(query.number)),
      )
      .map((a) => ({ ...a }));
  }

  /**
   * `from` calls `virtualNumber`: a party of an active allocation on it is connected to the other side (the
   * first number of it); anyone else, or after the allocation expired or ended, is connected to no one.
   */
  dial(from: string, virtualNumber: string): DialAnswer {
    const answer = this.answer(from, virtualNumber);
    this.dialled.unshift({ from, virtualNumber, at: this.now().toISOString(), answer });
    this.dialled.length = Math.min(this.dialled.length, this.cap);
    return answer;
  }

  dials(): DialRecord[] {
    return this.dialled.map((d) => ({ ...d }));
  }

  private answer(from: string, virtualNumber: string): DialAnswer {
    const refuse = (reason: DialRefusal): DialAnswer => ({
      connected: false,
      reason,
      message: REFUSALS[reason],
    });
    if (!this.isExoPhone(virtualNumber)) return refuse("not_an_exophone");
    const mine = this.allocations.filter(
      (a) => a.virtual_number === virtualNumber && (a.from.includes(from) || a.to.includes(from)),
    );
    const live = mine.find((a) => this.active(a));
    if (live) {
      const rings = live.from.includes(from) ? live.to[0] : live.from[0];
      if (rings) return { connected: true, rings, greenvnId: live.greenvn_id, reference: live.custom_field };
    }
    const latest = mine[0];
    if (!latest) return refuse("not_a_party");
    return refuse(latest.status === "deallocated" ? "ended" : "expired");
  }
}
