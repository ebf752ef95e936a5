// The quick-entry box: a list of names typed or pasted in one go.
//
// Without teams: one name per line, or several on a line separated by commas.
// With teams: one player per line. "Alex, Red" puts Alex on team Red. A name alone joins the team
// of its group — groups are separated by blank lines — which is the first team named in the
// group, or "Team 1", "Team 2", … by the group's place in the list.
// A line of three or more names separated by commas is a list of names, never "Name, Team"; it
// joins its group's team. When the whole text is that one line, its names are dealt, in order,
// into `teamCount` teams of equal size (the teams the form had), so "A1, A2, A3, A4, B1, B2, B3,
// B4" makes four players a team in a two-team game, or pairs in Two-Headed Giant with four teams.
// Where teams are optional (a custom table): names with no team named and no blank line between
// groups play for themselves, as in a free-for-all; naming a team or grouping makes teams.

export interface PastedPlayer {
  name: string;
  team: string;
}

const SEPARATOR = /[,;\t]/;

export function parsePlayers(
  text: string,
  withTeams: boolean | 'optional',
  teamCount = 2,
): PastedPlayer[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (withTeams === 'optional') {
    const teamed = parsePlayers(text, true, teamCount);
    const groups = text.trim().split(/\n\s*\n/).length;
    const named = lines.some((line) => line.split(SEPARATOR).filter((f) => f.trim()).length === 2);
    return groups > 1 || named ? teamed : parsePlayers(text, false);
  }
  if (!withTeams) {
    return lines
      .flatMap((line) => line.split(SEPARATOR))
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
  let next = 1; // the number of the next team named "Team n"
  for (const group of groups) {
    const fields = group.map((line) => line.split(SEPARATOR).map((f) => f.trim()));
    const only =
      groups.length === 1 && fields.length === 1 ? fields[0]!.filter((f) => f !== '') : [];
    if (only.length >= 3) {
      const teams = Math.max(1, Math.min(teamCount, only.length));
      const size = Math.ceil(only.length / teams);
      only.forEach((name, i) => out.push({ name, team: `Team ${next + Math.floor(i / size)}` }));
      next += teams;
      continue;
    }
    const parsed = fields.flatMap((f) =>
      f.length >= 3
        ? f.map((name) => ({ name, team: '' }))
        : [{ name: f[0] ?? '', team: f.slice(1).join(', ').trim() }],
    );
    const groupTeam = parsed.find((p) => p.team !== '')?.team ?? `Team ${next}`;
    next++;
    for (const p of parsed) if (p.name) out.push({ name: p.name, team: p.team || groupTeam });
  }
  return out;
}

/** The text the box starts with: the current players, in the same format the box reads. */
export function playersToText(players: readonly PastedPlayer[], withTeams: boolean): string {
  return players.map((p) => (withTeams && p.team ? `${p.name}, ${p.team}` : p.name)).join('\n');
}
