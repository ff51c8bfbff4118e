/** Verification after each applied change, fed back to the model and summarised for the user. */
export { ExpectedChange, ChangeExtractor, defaultExtractor } from "./ExpectedChange";
export {
	VerificationHost,
	InstanceView,
	CheckResult,
	VerificationReport,
	VerificationLog,
	verifyChange,
	formatForModel,
	reportOf,
} from "./Verification";
export { VerifyingToolRunner } from "./VerifyingToolRunner";
export { StudioVerificationHost } from "./StudioVerificationHost";
