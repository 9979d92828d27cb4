# Read b through the suffix automaton of a (Blumer et al.): the automaton's states hold
# dicts of transitions, suffix links and lengths; walking b, a missing transition follows
# suffix links, and the current match length is the longest common substring ending there.
# O(n + m) time (alphabet of 26), O(n) extra space (at most 2n states).
class Solution:
    def solve(self, a: str, b: str) -> int:
        link, length, trans = [-1], [0], [{}]
        last = 0
        for ch in a:
            cur = len(length)
            length.append(length[last] + 1)
            link.append(0)
            trans.append({})
            p = last
            while p != -1 and ch not in trans[p]:
                trans[p][ch] = cur
                p = link[p]
            if p != -1:
                q = trans[p][ch]
                if length[p] + 1 == length[q]:
                    link[cur] = q
                else:
                    clone = len(length)
                    length.append(length[p] + 1)
                    link.append(link[q])
                    trans.append(trans[q].copy())
                    while p != -1 and trans[p].get(ch) == q:
                        trans[p][ch] = clone
                        p = link[p]
                    link[q] = link[cur] = clone
            last = cur
        state = matched = best = 0
        for ch in b:
            while state and ch not in trans[state]:
                state = link[state]
                matched = length[state]
            if ch in trans[state]:
                state = trans[state][ch]
                matched += 1
                if matched > best:
                    best = matched
            else:
                matched = 0
        return best
