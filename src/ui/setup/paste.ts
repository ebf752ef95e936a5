// The quick-entry box: a list of names typed or pasted in one go.
//
// Without teams: one name per line, or several on a line separated by commas.
// With teams: one player per line. "Alex, Red" puts Alex on team Red. A name alone joins the team
// of its group — groups are separated by blank lines — which is the first team named in the
// group, or "Team 1", "Team 2", … by the group's place in the list.

export interface PastedPlayer {
  name: string;
  team: string;
}

export function parsePlayers(text: string, withTeams: boolean): PastedPlayer[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!withTeams) {
    return lines
      .flatMap((line) => line.split(/[,;\t]/))
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => ({ name, team: '' }));
  }
  // Split into groups at blank lines.
  const groups: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (current.length) groups.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) groups.push(current);

  const out: PastedPlayer[] = [];
  groups.forEach((group, g) => {
    const parsed = group.map((line) => {
      const cut = line.search(/[,;\t]/);
      return cut < 0
        ? { name: line.trim(), team: '' }
        : { name: line.slice(0, cut).trim(), team: line.slice(cut + 1).trim() };
    });
    const groupTeam = parsed.find((p) => p.team !== '')?.team ?? `Team ${g + 1}`;
    for (const p of parsed) if (p.name) out.push({ name: p.name, team: p.team || groupTeam });
  });
  return out;
}

/** The text the box starts with: the current players, in the same format the box reads. */
export function playersToText(players: readonly PastedPlayer[], withTeams: boolean): string {
  return players.map((p) => (withTeams && p.team ? `${p.name}, ${p.team}` : p.name)).join('\n');
}
