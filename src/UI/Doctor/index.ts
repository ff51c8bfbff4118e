/** Doctor: the Lux doctor page (Settings > Lux doctor…); the checks it runs are App/LuxDoctor. */
export { DoctorPage, DoctorPageProps } from "./DoctorPage";
export { DoctorLine, doctorReport } from "./DoctorReport";
