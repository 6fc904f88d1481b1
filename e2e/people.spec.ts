import { expect, test } from "@playwright/test";
import { signUpNewUser, warmUpServer } from "./pages/auth-pages";
import { captureMemory } from "./pages/chat-pages";
import { PeoplePage } from "./pages/people-page";

test.beforeAll(async ({ browser }) => {
  await warmUpServer(browser);
});

const picnic = { photoName: "picnic.jpg", takenAt: "2024:05:04 12:00:00" };

test("the People page lists the people of saved memories, renames and merges them", async ({ page }) => {
  test.slow(); // two captures
  await signUpNewUser(page, "people");
  await captureMemory(page, { ...picnic, answers: ["a picnic in the park with my sister ana, my friend jim and our dog Biscuit"], title: "Picnic in the park" });
  await captureMemory(page, { ...picnic, answers: ["hiking up the hill with my friend jimmy"], title: "Hike up the hill" });

  const people = new PeoplePage(page);
  await people.goto();
  const ana = people.card("Ana");
  await expect(ana.getByTestId("person-relation")).toHaveText("sister");
  await expect(ana.getByTestId("person-memories")).toHaveText("1 memory");
  await expect(ana.getByTestId("person-memory")).toHaveText(["Picnic in the park"]);
  await expect(ana.getByTestId("person-initials")).toHaveText("A");
  await expect(people.card("Jimmy")).toBeVisible();
  // A pet is shown as the pet it is, not as a person with a relation.
  await expect(people.card("Biscuit").getByTestId("person-pet")).toHaveText("(dog)");
  await expect(people.card("Biscuit").getByTestId("person-relation")).toHaveCount(0);
  // Once the graph job has run, the card links to Ana's theme in the graph.
  await expect(async () => {
    await people.goto();
    await expect(people.card("Ana").getByTestId("person-theme")).toHaveAttribute("href", /^\/graph\?highlight=/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Rename keeps the relation; the new name's memories are one click away.
  await people.rename("Ana", "Anna");
  await expect(people.card("Anna").getByTestId("person-relation")).toHaveText("sister");
  await expect(people.card("Ana")).toHaveCount(0);
  await people.card("Anna").getByTestId("person-memories").click();
  await expect(page).toHaveURL(/\/memories\?person=Anna/);
  await expect(page.getByTestId("memory-card-title")).toHaveText(["Picnic in the park"]);

  // Merge: Jimmy is Jim; Jim now has both memories.
  await people.goto();
  await people.merge("Jimmy", "Jim");
  await expect(people.card("Jimmy")).toHaveCount(0);
  await expect(people.card("Jim").getByTestId("person-memories")).toHaveText("2 memories");

  // A clear error: renaming to the same name changes nothing.
  await people.rename("Jim", "Jim");
  await expect(people.card("Jim").getByTestId("person-error")).toHaveText("The new name is the same as the old one.");
});

test("@phone People is reached from the Graph header (the tab bar holds five)", async ({ page }) => {
  await signUpNewUser(page, "people-phone");
  await page.goto("/graph");
  await page.getByTestId("graph-people-link").click();
  await expect(page).toHaveURL(/\/people$/);
  await expect(page.getByTestId("people-empty")).toBeVisible();
});
