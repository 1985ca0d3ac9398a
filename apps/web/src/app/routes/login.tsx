import { LoginGatePage } from "../../features/account-entry/components/login-gate-page";

/** /login: the redirect target of login-required mode. */
export default function LoginRoute() {
  return <LoginGatePage />;
}
