# a[i..j-1] sums to a multiple of k exactly when the prefix residues P_i and P_j are equal
# (P_0 = 0): count the pairs i < j of equal prefix residues. The prefixes 0..n go in
# batches of B = isqrt(n + 1) + 1; one scan of a per batch recomputes the residues,
# counts the batch's residues in a dict (pairs inside the batch as they arrive) and looks
# up the residue of every later prefix. O(n sqrt n) expected time, O(sqrt n) extra space.
from math import isqrt


class Solution:
    def countSubarrays(self, a: List[int], k: int) -> int:
        n = len(a)
        total = n + 1
        b = isqrt(total) + 1
        count = 0
        for s in range(0, total, b):
            e = min(total, s + b)
            batch = {}
            r = 0
            # prefixes before the batch: residues only
            for j in range(s):
                r = (r + a[j]) % k
            # the batch: prefix j has residue r before a[j] is added
            for j in range(s, e):
                c = batch.get(r, 0)
                count += c
                batch[r] = c + 1
                if j < n:
                    r = (r + a[j]) % k
            get = batch.get
            for j in range(e, total):
                count += get(r, 0)
                if j < n:
                    r = (r + a[j]) % k
        return count
