/**
 * The session format the Node-side generator (tests/fuzz) writes and the driver reads.
 *
 * Why plain JSON: fast-check generates and shrinks sessions in Node; the simulator runs them.
 * Targets are placeholders resolved against the place as it is at that step, so a shrunk
 * session stays meaningful.
 */
export type FuzzValue = string | number | boolean | { readonly $num: string } | { readonly [key: string]: unknown };

export interface FuzzNode {
	readonly c: string;
	readonly n: string;
	readonly s?: string;
	readonly p?: Readonly<Record<string, FuzzValue>>;
	readonly a?: Readonly<Record<string, FuzzValue>>;
	readonly ch?: ReadonlyArray<FuzzNode>;
}

export interface FuzzEdit {
	readonly pick: number;
	/** Narrows the pick to instances of this class. */
	readonly of?: string;
	/** "pending": pick inside the newest pending operation's target subtree instead. */
	readonly near?: string;
	/** "prop": set a property; "attr": set an attribute; "source": append a line to a script. */
	readonly field: "prop" | "attr" | "source";
	readonly name: string;
	readonly value: FuzzValue;
}

export interface FuzzCall {
	/** Absent: no id sent (the loop invents one). */
	readonly id?: string;
	readonly name: string;
	readonly args: unknown;
	/** Sent as this raw text instead of encoded args (broken JSON, an object, ...). */
	readonly raw?: string;
}

export interface FuzzReply {
	readonly text?: string;
	readonly calls?: ReadonlyArray<FuzzCall>;
	readonly finish?: string;
	/** This request fails instead: "500", "garbage" (a body that is not JSON), "drop" (no response). */
	readonly fault?: string;
}

export type FuzzStep =
	| {
			readonly t: "policy";
			readonly categories: string[];
			readonly services: Record<string, string[]>;
			readonly maxAutoDelete: number;
	  }
	| { readonly t: "turn" }
	| { readonly t: "call"; readonly call: FuzzCall }
	| { readonly t: "approve"; readonly k: number }
	| { readonly t: "reject"; readonly k: number }
	| { readonly t: "edit"; readonly edit: FuzzEdit }
	| { readonly t: "undo"; readonly confirmed: boolean }
	| { readonly t: "fault"; readonly after: number }
	| {
			readonly t: "chat";
			readonly text: string;
			readonly replies: ReadonlyArray<FuzzReply>;
			readonly decisions: ReadonlyArray<{ readonly approve: boolean; readonly edit?: FuzzEdit }>;
	  };

export interface FuzzSession {
	readonly key: string;
	readonly place: Readonly<Record<string, ReadonlyArray<FuzzNode>>>;
	/** Stands for the plugin's own objects (hosts.protectedRoots), under ServerStorage. */
	readonly own: FuzzNode;
	readonly steps: ReadonlyArray<FuzzStep>;
}
