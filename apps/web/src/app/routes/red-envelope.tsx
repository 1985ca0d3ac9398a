import { EnvelopePage } from "../../features/fortune/components/envelope-page";

/** /redEnvelope: the red envelope rains (open, coming, ended with their verification). */
export default function RedEnvelopeRoute() {
  return <EnvelopePage />;
}
