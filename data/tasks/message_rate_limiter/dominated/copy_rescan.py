# The rescan over copies of both lists: O(n^2) time, O(n) extra space.
class Solution:
    def solve(self, times: List[int], ids: List[int], d: int) -> int:
        times = list(times)
        ids = list(ids)
        n = len(ids)
        total = 0
        for i in range(n):
            key = ids[i]
            if ids.index(key) != i:
                continue
            last = times[i]
            total += i + 1
            k = i + 1
            while k < n:
                try:
                    k = ids.index(key, k)
                except ValueError:
                    break
                if times[k] - last >= d:
                    last = times[k]
                    total += k + 1
                k += 1
        return total
