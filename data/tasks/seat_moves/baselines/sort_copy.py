# The greedy pairs the k-th smallest seat with the k-th smallest student: sort copies of both
# lists and add the distances of equal ranks. O(n log n) time, O(n) extra space.


class Solution:
    def solve(self, seats: List[int], students: List[int]) -> int:
        return sum(abs(x - y) for x, y in zip(sorted(seats), sorted(students)))
