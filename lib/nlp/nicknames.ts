import { normalizeKey } from "./fold";

// Given names and their common short forms and nicknames (English plus Romance and Polish
// forms). The first name of each group is the canonical form. A curated table: extend it
// freely; a name in no group is its own canonical form. Names are compared folded
// ("António" = "Antonio").
const GROUPS: string[][] = [
  ["abigail", "abby", "abbie", "gail"],
  ["albert", "al", "bert", "bertie"],
  ["alexander", "alex", "alec", "xander", "sasha", "sandy", "alejandro", "alessandro"],
  ["alexandra", "alexa", "lexi", "lexie", "sandra", "alexandria", "aleksandra", "ola"],
  ["alfred", "alfie", "fred"],
  ["andrew", "andy", "drew", "andre", "andres", "andrea", "andrzej", "jedrek"],
  ["anthony", "tony", "ant", "antonio", "anton", "toni"],
  ["antonia", "toni", "tonia"],
  ["arthur", "art", "artie"],
  ["barbara", "barb", "babs", "barbie", "basia"],
  ["benjamin", "ben", "benji", "benny"],
  ["bernard", "bernie"],
  ["beatrice", "bea", "trixie", "beatriz"],
  ["catherine", "katarzyna", "kasia", "katherine", "kathryn", "katharine", "cathy", "kathy", "kate", "katie", "kat", "kitty", "cat", "catarina", "caterina", "catalina", "katarina", "kathleen"],
  ["caroline", "carol", "carrie", "carolina", "lina"],
  ["charles", "charlie", "chuck", "chas", "carlos", "carl", "carlo"],
  ["charlotte", "lottie", "charlie"],
  ["christina", "christine", "chris", "chrissy", "tina", "kristina", "kristin", "cristina"],
  ["christopher", "chris", "topher", "kit", "cristobal", "cristiano", "krzysztof", "krzys"],
  ["cynthia", "cindy"],
  ["daniel", "dan", "danny"],
  ["danielle", "dani", "elle"],
  ["david", "dave", "davey", "davy"],
  ["deborah", "debbie", "deb", "debra"],
  ["diana", "di", "diane"],
  ["dominic", "dom", "nick"],
  ["donald", "don", "donnie"],
  ["dorothy", "dot", "dottie", "dolly"],
  ["douglas", "doug"],
  ["edward", "ed", "eddie", "ned", "ted", "teddy", "eduardo", "edoardo", "lalo"],
  ["elizabeth", "elzbieta", "ela", "liz", "lizzie", "beth", "betty", "betsy", "eliza", "lisa", "libby", "elisa", "isabel", "bettina", "ellie"],
  ["eleanor", "ellie", "nora", "nell", "elle", "elena", "helen", "leonor"],
  ["emily", "em", "emmy"],
  ["emma", "em", "emmy"],
  ["eugene", "gene"],
  ["francis", "frank", "frankie", "fran", "francisco", "francesco", "francois", "paco", "chico", "pancho"],
  ["frances", "fran", "frannie", "francesca", "francisca"],
  ["frederick", "fred", "freddie", "freddy", "fritz", "federico"],
  ["gabriel", "gabe", "gabi"],
  ["gabriella", "gabrielle", "gabby", "gabi", "ella"],
  ["geoffrey", "jeffrey", "geoff", "jeff"],
  ["gerald", "gerry", "jerry"],
  ["gregory", "greg", "gregorio", "grzegorz", "grzes", "grzesiek"],
  ["harold", "harry", "hal"],
  ["henry", "harry", "hank", "hal", "henrique", "enrique", "enrico", "henri", "quique"],
  ["isabella", "isabelle", "izzy", "bella", "isa"],
  ["jacob", "jake", "jakob", "jakub", "kuba", "jacobo"],
  ["james", "jim", "jimmy", "jamie", "jay", "diego", "jaime", "santiago"],
  ["jennifer", "jen", "jenny", "jenn"],
  ["jessica", "jess", "jessie"],
  ["john", "johnny", "jack", "jon", "juan", "joao", "giovanni", "johan", "hans"],
  ["jonathan", "jon", "jonny", "nathan"],
  ["joseph", "joe", "joey", "jose", "giuseppe", "pepe", "jo", "jozef", "jozek"],
  ["josephine", "jo", "josie", "josefina"],
  ["joshua", "josh"],
  ["judith", "judy", "jude"],
  ["kenneth", "ken", "kenny"],
  ["lawrence", "laurence", "larry", "laurie", "lorenzo"],
  ["leonard", "leo", "len", "lenny", "leonardo"],
  ["louis", "lou", "louie", "luis", "luigi", "ludovico"],
  ["louise", "lou", "lulu", "luisa", "louisa"],
  ["lucia", "lucy", "luce", "luzia"],
  ["margaret", "maggie", "meg", "peggy", "marge", "margie", "greta", "daisy", "margarida", "margarita", "rita"],
  ["maria", "mary", "marie", "molly", "polly", "mia", "mariah", "mari"],
  ["matthew", "matt", "matty", "mateo", "matteo", "mateus"],
  ["michael", "mike", "mikey", "mick", "mickey", "miguel", "michele", "michel"],
  ["michelle", "shelly", "michele"],
  ["nathaniel", "nate", "nat", "nathan"],
  ["nicholas", "nick", "nicky", "nico", "nicolas", "nicolau", "klaus"],
  ["patricia", "pat", "patty", "tricia", "trish", "patti"],
  ["patrick", "pat", "paddy", "patricio"],
  ["peter", "pete", "pedro", "pierre", "pietro", "piotr", "piotrek"],
  ["philip", "phillip", "phil", "pip", "felipe", "filipe"],
  ["raymond", "ray"],
  ["rebecca", "becky", "becca", "bex"],
  ["richard", "rick", "ricky", "rich", "dick", "richie", "ricardo", "rico"],
  ["robert", "rob", "robbie", "bob", "bobby", "bert", "roberto", "beto"],
  ["ronald", "ron", "ronnie"],
  ["samantha", "sam", "sammy"],
  ["samuel", "sam", "sammy"],
  ["sarah", "sara", "sally", "sadie"],
  ["stephen", "steven", "steve", "stevie", "esteban", "stefan"],
  ["stephanie", "steph", "stef"],
  ["susan", "sue", "susie", "suzanne", "suzy"],
  ["theodore", "theo", "ted", "teddy"],
  ["thomas", "tom", "tommy", "tomas", "tomasz", "thom", "tomek"],
  ["timothy", "tim", "timmy"],
  ["valentina", "val", "vale"],
  ["victoria", "vicky", "tori", "vic"],
  ["vincent", "vince", "vinnie", "vicente", "vincenzo"],
  ["walter", "walt", "wally"],
  ["william", "will", "bill", "billy", "willie", "liam", "guillermo", "guilherme"],
  ["zachary", "zach", "zack"],
  // Polish, Spanish and Portuguese diminutives people use as everyday names.
  ["agnieszka", "aga", "agusia"],
  ["anna", "ann", "anne", "annie", "ania", "hania", "anka", "ana", "anita"],
  ["dolores", "lola", "lolita"],
  ["guadalupe", "lupe", "lupita"],
  ["halina", "hala"],
  ["ignacio", "nacho"],
  ["jadwiga", "jadzia"],
  ["jesus", "chucho", "chuy"],
  ["joanna", "asia", "joasia"],
  ["joaquim", "joaquin", "quim"],
  ["krystyna", "krysia"],
  ["magdalena", "magda", "madzia"],
  ["malgorzata", "gosia", "malgosia"],
  ["manuel", "manolo", "manu", "manny"],
  ["paul", "pawel", "paulo", "pablo", "paolo"],
  ["regina", "regi"],
  ["rodrigo", "rigo", "rodri"],
  ["rosario", "chayo", "charo"],
  ["stanislaw", "staszek", "stas"],
  ["tadeusz", "tadek"],
  ["wladyslaw", "wladek"],
  ["wojciech", "wojtek"],
  ["zdzislaw", "zdzich", "zdzisiek"],
  ["zofia", "zosia", "sofia", "sophia", "sophie"],
];

// A short form that belongs to several groups ("sam": Samuel or Samantha, "chris") maps to
// all of them; canonicalGivenNames returns each candidate.
const byName = new Map<string, string[]>();
for (const group of GROUPS) {
  const canonical = group[0];
  for (const name of group) {
    const list = byName.get(name) ?? [];
    if (!list.includes(canonical)) list.push(canonical);
    byName.set(name, list);
  }
}

/**
 * The canonical forms a given name can stand for: "Kate" -> ["catherine"],
 * "Bill" -> ["william"], "Sam" -> ["samantha", "samuel"], "Priya" -> ["priya"].
 */
export function canonicalGivenNames(name: string): string[] {
  const key = normalizeKey(name);
  return byName.get(key) ?? [key];
}

// Groups that share a short form ("sam": Samuel and Samantha) fall into one bucket, so a
// lookup by bucket finds every person a name could refer to; sameGivenName then decides.
const bucketOf = new Map<string, string>();
{
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(x, root);
    return root;
  };
  for (const name of byName.keys()) parent.set(name, name);
  for (const group of GROUPS) for (const name of group.slice(1)) {
    const a = find(group[0]);
    const b = find(name);
    if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
  }
  for (const name of byName.keys()) bucketOf.set(name, find(name));
}

/**
 * A stable lookup key for a given name: names that may be the same person share it
 * ("Kate", "Katherine" and "Cathy" all give one key). Unknown names are their own key.
 */
export function givenNameBucket(name: string): string {
  const key = normalizeKey(name);
  return bucketOf.get(key) ?? key;
}

/** True when two given names can be the same person's ("Bill" and "William"). */
export function sameGivenName(a: string, b: string): boolean {
  const ca = canonicalGivenNames(a);
  return canonicalGivenNames(b).some((c) => ca.includes(c));
}

/** True when the table knows this as a given name or its short form ("Bill", "Kate"). */
export function isListedGivenName(name: string): boolean {
  return byName.has(normalizeKey(name));
}
