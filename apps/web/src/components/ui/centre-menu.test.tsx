// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CentreMenu } from "./centre-menu";

const PAGES = ["overview", "team", "income"] as const;
const LABELS = { overview: "Overview", team: "Team", income: "Income" };

function renderMenu(onSelect = vi.fn()) {
  render(
    <CentreMenu
      pages={PAGES}
      current="team"
      onSelect={onSelect}
      label="Centre pages"
      selectLabel="Page"
      pageLabel={(key) => LABELS[key]}
      icon={(key, active) => <span data-testid={`icon-${key}`}>{active ? "on" : "off"}</span>}
      header={<p>Minh Anh</p>}
      selectTestId="centre-select"
      itemTestId={(key) => `menu-${key}`}
    />,
  );
  return onSelect;
}

afterEach(cleanup);

describe("CentreMenu", () => {
  it("marks only the current page in the named menu and opens the page a button names", async () => {
    const onSelect = renderMenu();
    const menu = within(screen.getByRole("navigation", { name: "Centre pages" }));
    expect(menu.getAllByRole("button").map((b) => b.textContent)).toEqual(["offOverview", "onTeam", "offIncome"]);
    expect(menu.getByRole("button", { name: /Team/ }).getAttribute("aria-current")).toBe("page");
    expect(menu.getByRole("button", { name: /Income/ }).getAttribute("aria-current")).toBeNull();
    expect(screen.getByTestId("menu-income")).toBe(menu.getByRole("button", { name: /Income/ }));
    expect(screen.getByText("Minh Anh")).toBeTruthy();

    await userEvent.setup().click(menu.getByRole("button", { name: /Income/ }));
    expect(onSelect).toHaveBeenCalledWith("income");
  });

  it("offers the same pages in a labelled select for phones", async () => {
    const onSelect = renderMenu();
    const select = screen.getByLabelText<HTMLSelectElement>("Page");
    expect(select).toBe(screen.getByTestId("centre-select"));
    expect(select.value).toBe("team");
    expect(Array.from(select.options, (o) => [o.value, o.text])).toEqual([
      ["overview", "Overview"],
      ["team", "Team"],
      ["income", "Income"],
    ]);

    await userEvent.setup().selectOptions(select, "overview");
    expect(onSelect).toHaveBeenCalledWith("overview");
  });
});

describe("CentreMenu badges", () => {
  it("shows a page's count with its spoken label on the button and the count in the phone select", () => {
    render(
      <CentreMenu
        pages={PAGES}
        current="overview"
        onSelect={vi.fn()}
        label="Centre pages"
        selectLabel="Page"
        pageLabel={(key) => LABELS[key]}
        badge={(key) => (key === "team" ? { count: 3, label: "3 missions ready to claim" } : undefined)}
      />,
    );
    const menu = within(screen.getByRole("navigation", { name: "Centre pages" }));
    const team = menu.getByRole("button", { name: /Team/ });
    expect(within(team).getByTestId("centre-menu-badge").textContent).toBe("33 missions ready to claim");
    expect(team.textContent).toContain("3 missions ready to claim");
    expect(menu.getAllByTestId("centre-menu-badge")).toHaveLength(1);
    const select = screen.getByLabelText<HTMLSelectElement>("Page");
    expect(Array.from(select.options, (o) => o.text)).toEqual(["Overview", "Team (3)", "Income"]);
  });
});
