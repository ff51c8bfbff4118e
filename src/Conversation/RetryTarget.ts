/**
 * What "Try again" sends: the user's last message as a new task, or, when a request failed
 * while carrying out an approved plan, the same run again with the task kept open.
 *
 * Why remembered apart: the Conversation sees messages, runs and outcomes at different moments;
 * this keeps the three facts Try again depends on together.
 */
export type RetryStep =
	{ readonly resume: true; readonly text: string } | { readonly resume: false; readonly text: string };

export class RetryTarget {
	private lastMessage?: string;
	private lastRun = "";
	private resumeText?: string;

	/** The user sent a message (a new task or a reply to a plan draft). */
	sent(text: string) {
		this.lastMessage = text;
		this.resumeText = undefined;
	}

	/** A run started with `text` as its user message. */
	ran(text: string) {
		this.lastRun = text;
	}

	/** The run ended; `resumable` when it failed under an approved plan. */
	ended(resumable: boolean) {
		this.resumeText = resumable ? this.lastRun : undefined;
	}

	reset() {
		this.resumeText = undefined;
	}

	/** What Try again should do now, if anything (a resume is offered once). */
	take(): RetryStep | undefined {
		const resume = this.resumeText;
		if (resume !== undefined) {
			this.resumeText = undefined;
			return { resume: true, text: resume };
		}
		return this.lastMessage !== undefined ? { resume: false, text: this.lastMessage } : undefined;
	}
}
