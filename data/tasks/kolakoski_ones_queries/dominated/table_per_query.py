# Writes the sequence out again for every query, up to its prefix length, and counts the
# ones: the walk's O(n) time per query with the table's O(n) space.
class Solution:
    def solve(self, m: int, e: List[int]) -> List[int]:
        answer = []
        last = 0
        for code in e:
            n = (code + last) % m + 1
            k = [1, 2, 2]
            read, symbol = 2, 1
            while len(k) < n:
                k.extend([symbol] * k[read])
                symbol = 3 - symbol
                read += 1
            last = k[:n].count(1)
            answer.append(last)
        return answer
