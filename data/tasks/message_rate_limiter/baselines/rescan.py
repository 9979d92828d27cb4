# For each message that is the first of its key (ids.index finds the key's first copy),
# replay the key's chain by jumping through its later copies with ids.index: the last
# printed time is the only state. O(n^2) time, O(1) extra space.
class Solution:
    def solve(self, times: List[int], ids: List[int], d: int) -> int:
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
