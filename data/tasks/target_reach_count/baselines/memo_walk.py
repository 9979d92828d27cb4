# One state per node (0 unknown, 1 on this walk, 2 reaches t, 3 does not), t preset to 2:
# walk from every unknown node to a known node or its own trail, then write the verdict
# along the walk. O(n) time, O(n) space (a list).
class Solution:
    def solve(self, f: List[int], t: int) -> int:
        st = [0] * len(f)
        st[t] = 2
        for s in range(len(f)):
            if st[s]:
                continue
            x = s
            while st[x] == 0:
                st[x] = 1
                x = f[x]
            r = 3 if st[x] == 1 else st[x]
            x = s
            while st[x] == 1:
                st[x] = r
                x = f[x]
        return st.count(2)
