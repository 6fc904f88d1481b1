import { parsePersonDetail } from "@/lib/nlp/people";
import { activityProposal, holidayByLabel, holidayProposal, personProposal, placeNameProposal, placeProposals } from "./theme-keys";
import type { ThemeProposal } from "./theme-proposal";

type Dismissed = { kind: string; value: string };

/** The themes a detail would give: what its removal takes away. */
function themesOfDetail(detail: Dismissed): (ThemeProposal | undefined)[] {
  switch (detail.kind) {
    case "PERSON": {
      const person = parsePersonDetail(detail.value);
      return person ? [personProposal(person, "person"), personProposal(person, "pet")] : [];
    }
    case "ACTIVITY":
      return [activityProposal(detail.value)];
    case "LOCATION":
      return detail.value.includes(",") ? placeProposals(detail.value).slice(0, 1) : [placeNameProposal(detail.value)];
    case "DATE": {
      const holiday = holidayByLabel(detail.value);
      return holiday ? [holidayProposal(holiday)] : [];
    }
    default:
      return [];
  }
}

/**
 * The user's edits win: a theme that a removed detail names (a person, an activity, a place,
 * a holiday) is not proposed again from the memory's text, whichever extractor found it.
 */
export function withoutDismissed(proposals: ThemeProposal[], dismissed: Dismissed[]): ThemeProposal[] {
  if (!dismissed.length) return proposals;
  const keys = new Set(dismissed.flatMap(themesOfDetail).filter((p): p is ThemeProposal => !!p).map((p) => p.matchKey));
  return proposals.filter((p) => !keys.has(p.matchKey));
}
