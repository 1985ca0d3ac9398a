import { JoinProgramme } from "../../features/join/components/join-programme";

export default function JoinRoute() {
  return <JoinProgramme />;
}
