// The greedy pairs the k-th smallest seat with the k-th smallest student: sort copies of both
// arrays and add the distances of equal ranks. O(n log n) time, O(n) extra space.
class Solution {
public:
    long long solve(const vector<int>& seats, const vector<int>& students) {
        vector<int> a(seats), b(students);
        sort(a.begin(), a.end());
        sort(b.begin(), b.end());
        long long total = 0;
        for (size_t i = 0; i < a.size(); ++i) total += llabs((long long)a[i] - b[i]);
        return total;
    }
};
