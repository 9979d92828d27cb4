# Suffix automaton of s (Blumer et al.): states with a dict of transitions, a suffix link
# and the length of their longest string, built online in amortised O(n) steps (2n states
# at most). A state reached again by a later letter (its end positions number two or more)
# is the end of a repeated substring of its length; the answer is the largest length of a
# state with at least two end positions, counted by propagating the end counts along the
# suffix links in decreasing order of length. O(n) time (dict operations), O(n) space.
class Solution:
    def solve(self, s: str) -> int:
        nxt = [{}]
        link = [-1]
        length = [0]
        ends = [0]
        last = 0
        for c in s:
            cur = len(length)
            nxt.append({})
            link.append(0)
            length.append(length[last] + 1)
            ends.append(1)
            p = last
            while p != -1 and c not in nxt[p]:
                nxt[p][c] = cur
                p = link[p]
            if p != -1:
                q = nxt[p][c]
                if length[p] + 1 == length[q]:
                    link[cur] = q
                else:
                    clone = len(length)
                    nxt.append(nxt[q].copy())
                    link.append(link[q])
                    length.append(length[p] + 1)
                    ends.append(0)
                    while p != -1 and nxt[p].get(c) == q:
                        nxt[p][c] = clone
                        p = link[p]
                    link[q] = link[cur] = clone
            last = cur
        nxt = None
        order = sorted(range(1, len(length)), key=length.__getitem__, reverse=True)
        best = 0
        for v in order:
            if ends[v] >= 2 and length[v] > best:
                best = length[v]
            ends[link[v]] += ends[v]
        return best
