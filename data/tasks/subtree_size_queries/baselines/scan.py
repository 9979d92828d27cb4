# Walk right from the query's '(' keeping the bracket balance until it returns to zero:
# O(n) per query; O(1) extra space.
class Solution:
    def solve(self, s: str, queries: List[int]) -> int:
        total = 0
        for p in queries:
            balance = 0
            i = p - 1
            for c in itertools.islice(s, p - 1, None):
                i += 1
                if c == "(":
                    balance += 1
                else:
                    balance -= 1
                    if balance == 0:
                        break
            total += (i - p + 1) // 2
        return total
