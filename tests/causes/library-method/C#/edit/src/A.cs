public class A
{
    public bool Contains(int a, int b)
    {
        return a > b;
    }
}
