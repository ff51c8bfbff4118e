/** Doctor: the Lux doctor page and its checks (Settings > Lux doctor…). */
export { DoctorPage, DoctorPageProps } from "./DoctorPage";
export { DoctorHosts, DoctorLine, doctorReport, runDoctor } from "./LuxDoctor";
