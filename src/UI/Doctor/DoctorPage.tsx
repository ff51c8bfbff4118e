/**
 * The Lux doctor page (Settings > Lux doctor…): runs the checks of LuxDoctor, one line each
 * (pass, or what to do), and "Copy report" shows the report text selected in a box, ready
 * for Ctrl+C (plugins have no clipboard API), without the key.
 *
 * Why its own state: the checks are a one-off diagnosis, not part of the conversation or the
 * saved settings, so nothing of it goes through the panel store.
 */
import Roact from "@rbxts/roact";
import { LUX_VERSION } from "Shared/Version";
import { Button, Card, Field, Page, Stack, Text, TextInput } from "../Primitives";
import { Metrics, withTheme } from "../Theme";
import { DoctorLine, doctorReport } from "./DoctorReport";

export interface DoctorPageProps {
	/** Runs every check (yields); undefined when the doctor is not wired (a story). */
	readonly run?: () => DoctorLine[];
	readonly onBack: () => void;
}

interface DoctorPageState {
	running: boolean;
	lines?: DoctorLine[];
	report?: string;
}

@Roact.ClassComponent
export class DoctorPage extends Roact.Component<DoctorPageProps, DoctorPageState> {
	state: DoctorPageState = { running: false };
	private mounted = false;

	didMount() {
		this.mounted = true;
	}

	willUnmount() {
		this.mounted = false;
	}

	private start = () => {
		const run = this.props.run;
		if (run === undefined || this.state.running) return;
		this.setState({ running: true, lines: Roact.None, report: Roact.None });
		task.spawn(() => {
			const [ok, result] = pcall(run);
			if (!this.mounted) return;
			const lines = ok
				? (result as DoctorLine[])
				: [{ check: "Lux doctor", ok: false, detail: `The checks stopped: ${tostring(result)}` }];
			this.setState({ running: false, lines });
		});
	};

	render() {
		const { lines, running, report } = this.state;
		return withTheme((palette) => {
			const rows = new Map<string, Roact.Element>();
			(lines ?? []).forEach((line, i) =>
				rows.set(
					`Check${i}`,
					<Card order={i} accent={line.ok ? palette.success : palette.error}>
						<Text
							Key="Head"
							text={`${line.ok ? "Pass" : "Fix"}: ${line.check}`}
							color={line.ok ? palette.success : palette.error}
							bold
							order={1}
						/>
						<Text Key="Detail" text={line.detail} color={palette.text} order={2} />
					</Card>,
				),
			);
			return (
				<Page title="Lux doctor" onEscape={this.props.onBack}>
					<Text
						Key="Intro"
						text="Checks what this Studio does with the APIs Lux depends on. The place is not changed; the stream check sends one tiny request to your model."
						color={palette.subText}
						size={Metrics.smallTextSize + 1}
						order={1}
					/>
					<Stack Key="Buttons" direction="row" order={2}>
						<Button
							Key="Run"
							text={running ? "Checking…" : "Run checks"}
							primary
							disabled={running || this.props.run === undefined}
							order={1}
							onClick={this.start}
						/>
						<Button
							Key="Copy"
							text="Copy report"
							disabled={lines === undefined}
							order={2}
							onClick={() => lines && this.setState({ report: doctorReport(lines, LUX_VERSION) })}
						/>
						<Button Key="Back" text="Back" order={3} onClick={this.props.onBack} />
					</Stack>
					<Field Key="Results" label="Results" order={3}>
						{lines === undefined ? (
							<Text
								Key="None"
								text={running ? "Running the checks…" : "Not run yet."}
								color={palette.dimText}
								order={0}
							/>
						) : (
							rows
						)}
					</Field>
					{report !== undefined ? (
						<Field Key="Report" label="Report (select and press Ctrl+C)" order={4}>
							<TextInput
								Key="ReportText"
								text={report}
								placeholder=""
								code
								onChange={() => {}}
								order={1}
							/>
						</Field>
					) : undefined}
				</Page>
			);
		});
	}
}
