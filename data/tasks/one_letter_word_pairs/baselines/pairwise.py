# Every pair of indices compared letter by letter (zip), stopping at the second mismatch.
# O(n^2 L) time, O(1) extra space.
class Solution:
    def solve(self, words: List[str]) -> int:
        n = len(words)
        total = 0
        for i in range(n):
            a = words[i]
            for j in range(i + 1, n):
                diff = 0
                for x, y in zip(a, words[j]):
                    if x != y:
                        diff += 1
                        if diff > 1:
                            break
                if diff == 1:
                    total += 1
        return total
