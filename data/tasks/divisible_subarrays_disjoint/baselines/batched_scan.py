# Right ends in batches of B = max(128, sqrt(n) / 3) positions: a dict maps each batch residue
# (prefix sum mod k) to the epoch it was last seen in; one scan from the last cut to the
# batch start marks the batch residues seen since the cut, then the batch is walked in
# order, cutting at the first residue already seen since the cut (a new epoch forgets all).
# O(n^2 / B + n) time, O(sqrt n) extra space.
class Solution:
    def solve(self, a: List[int], k: int) -> int:
        n = len(a)
        cap = max(128, int(n ** 0.5 / 3))
        cut = 0
        cut_res = 0
        run = 0
        count = 0
        epoch = 0
        s = 1
        while s <= n:
            length = min(cap, n + 1 - s)
            epoch += 1
            seen = {}
            p = run
            for i in range(s - 1, s - 1 + length):
                p = (p + a[i]) % k
                seen[p] = 0
            q = cut_res
            if q in seen:
                seen[q] = epoch
            for l in range(cut, s - 1):
                q = (q + a[l]) % k
                if q in seen:
                    seen[q] = epoch
            p = run
            for i in range(s - 1, s - 1 + length):
                if i > s - 1 and i >= cut:
                    seen[p] = epoch
                p = (p + a[i]) % k
                if seen[p] == epoch:
                    count += 1
                    cut = i + 1
                    cut_res = p
                    epoch += 1
            run = p
            s += cap
        return count
