/**
 * Forwards values to whoever consumes them, holding the early ones: the modules are built
 * before the Conversation exists, and a notice from loading memory (or a summary's cost)
 * must still reach it once it connects.
 */
import { Usage } from "Core";
import { NoticeSink } from "Shared/Hosts";

export class Relay<T extends defined> {
	private target?: (value: T) => void;
	private readonly early: T[] = [];

	connect(target: (value: T) => void) {
		this.target = target;
		for (const value of this.early) target(value);
		this.early.clear();
	}

	emit(value: T) {
		if (this.target !== undefined) this.target(value);
		else this.early.push(value);
	}
}

/** Notices for the conversation (memory load, compression, summaries). */
export class NoticeRelay extends Relay<string> implements NoticeSink {
	notice(text: string) {
		this.emit(text);
	}
}

/** Usage of requests the modules make themselves (model summaries), for the conversation's meters. */
export class UsageRelay extends Relay<Usage> {}
