/** What other parts of the web app use of the fortune feature (the reward centre renders the summary). */
export { FortuneSummary } from "./components/fortune-summary";
