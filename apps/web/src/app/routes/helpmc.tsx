import { HelpCenter } from "../../features/help/components/help-center";

/** The help centre without the site header, as opened in a customer-service window. */
export default function HelpStandaloneRoute() {
  return <HelpCenter standalone />;
}
