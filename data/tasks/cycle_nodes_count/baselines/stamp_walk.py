# Walk from every unvisited node stamping nodes with the walk's start; meeting this walk's
# own stamp closes a new cycle, counted by going round it once. O(n) time, O(n) space.
class Solution:
    def solve(self, f: List[int]) -> int:
        stamp = [-1] * len(f)
        count = 0
        for i in range(len(f)):
            if stamp[i] >= 0:
                continue
            x = i
            while stamp[x] < 0:
                stamp[x] = i
                x = f[x]
            if stamp[x] == i:
                count += 1
                y = f[x]
                while y != x:
                    count += 1
                    y = f[y]
        return count
